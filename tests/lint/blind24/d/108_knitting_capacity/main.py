from calendar_data import monthly_yarn
from knitting import simulate_knitting

for month, kg, open_day in monthly_yarn():
    knit, left = simulate_knitting(kg, open_day, 950.0)
    print(f"{month}: knitted {float(knit):,.0f} kg, yarn left {float(left):,.0f} kg")
