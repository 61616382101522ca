from physics import final_speed
from sessions import sessions

for name, args in sessions():
    print(name, "speed after 60 s (km/h)", round(float(final_speed(args)) * 3.6, 2))
