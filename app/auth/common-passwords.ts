// Passwords of 12 characters or more that appear near the top of public breach corpora (the
// "most common passwords" lists), lower-cased. A password is refused when it is one of these, or
// one of them with digits or punctuation added at the end (app/auth/password-policy.ts).
export const commonPasswords: ReadonlySet<string> = new Set([
  "123456789012", "1234567890123", "12345678901234", "123456789101", "1234567891011", "111111111111", "000000000000",
  "123123123123", "121212121212", "987654321098", "qwertyuiopas", "qwertyuiop123", "qwertyuiop12", "1qaz2wsx3edc", "1q2w3e4r5t6y",
  "q1w2e3r4t5y6", "zaq12wsxcde3", "asdfghjkl123", "zxcvbnm12345", "qwerty123456", "qwertyqwerty", "abc123abc123", "abcdefghijkl",
  "abcd12345678", "password1234", "password12345", "password123456", "passwordpassword", "password1234567", "p@ssw0rd1234",
  "passw0rd1234", "letmein12345", "iloveyou1234", "iloveyou12345", "welcome12345", "welcome123456", "administrator", "admin1234567",
  "adminadmin123", "changeme1234", "trustno11234", "sunshine1234", "football1234", "baseball1234", "princess1234", "starwars1234",
  "superman1234", "1234qwerasdf", "qwerasdfzxcv", "monkey123456", "dragon123456", "master123456", "mypassword123", "mypassword1",
  "thisismypassword", "correcthorsebatterystaple", "nigeria12345", "nigeria123456", "abuja1234567", "lagos1234567", "ilimi1234567",
  "ilimipassword", "education123", "school123456", "university123", "student12345", "teacher12345", "computer1234", "internet1234",
  "blessing1234", "godisgood123", "jesuschrist1", "jesus1234567", "godislove123", "michael12345", "chinonso1234", "chukwuemeka1",
  "oluwaseun123", "123456abcdef", "abcdef123456", "aaaaaaaaaaaa", "asdfasdfasdf", "qazwsxedcrfv", "1234567890qw", "0987654321qw",
]);
