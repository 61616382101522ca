import numpy as np

from traffic import forecast_footfall
from weeks import week_inputs

base = np.float32(1200.0)  # average daily visitors, flagship store
for start in range(315, 365, 7):
    weekday, holiday = week_inputs(start, 365)
    f = forecast_footfall(base, weekday, holiday, has_holiday=bool(holiday.any()))
    print(start, int(np.asarray(f).sum()))
