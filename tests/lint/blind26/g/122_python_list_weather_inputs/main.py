from activity import expected_activity
from weather import nightly_temperatures

for night in range(6):
    temps = nightly_temperatures(night)
    a = expected_activity(temps, 14.0, 4.0)   # moth/bat activity vs temperature
    print(night, len(temps), round(float(a), 3))
