from dataclasses import dataclass


@dataclass
class UserProfile:
    user_id: str
    age: int
    resting_hr: float

    def hr_band_hz(self):
        max_hr = 220 - self.age
        lo = max(0.6 * self.resting_hr, 35.0) / 60.0
        hi = max_hr / 60.0
        return (round(lo, 3), round(hi, 3))


USERS = [
    UserProfile("u01", 34, 62.0),
    UserProfile("u02", 51, 70.0),
    UserProfile("u03", 27, 55.0),
    UserProfile("u04", 45, 66.0),
]
