from calendar_data import monthly_orders
from capacity import simulate_dyehouse

for month, kg_in in monthly_orders():
    dyed, peak_backlog, util = simulate_dyehouse(kg_in, 2600.0)
    print(f"{month}: dyed {float(dyed):,.0f} kg, peak backlog {float(peak_backlog):,.0f} kg, utilisation {float(util):.2f}")
