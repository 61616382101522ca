from physics import speed_after
from sessions import sessions

for name, args in sessions():
    print(name, "speed after 60 s (km/h)", round(float(speed_after(args)) * 3.6, 2))
