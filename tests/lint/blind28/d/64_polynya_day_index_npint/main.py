from events import event_days, wind_record
from polynya import polynya_area

wind = wind_record()
for d in event_days(wind):
    a = polynya_area(wind, d, 2e-7)
    print(f"event on day {int(d)}: polynya area {float(a):.1f} km2")
