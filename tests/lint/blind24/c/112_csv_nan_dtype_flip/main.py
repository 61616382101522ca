from extract import MONTHS, read_month
from payroll import attendance_bonus

WORKING_DAYS = {"jan": 21, "feb": 19, "mar": 22}
for month in MONTHS:
    days, ot = read_month(month)
    print(month, days.dtype, attendance_bonus(days, ot, WORKING_DAYS[month]).tolist())
