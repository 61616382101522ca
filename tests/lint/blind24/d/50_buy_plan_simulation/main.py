import jax
import numpy as np

from plans import buy_plans
from simulate import simulate_season

mean_demand = np.array([120, 340, 410, 260, 90], np.float32)  # XS..XL for one dress style
key = jax.random.PRNGKey(50)
for scenario_id, (factor, qty) in enumerate(buy_plans(mean_demand)):
    margin, sell_through = simulate_season(key, scenario_id, qty, mean_demand, 0.35)
    print(f"buy x{factor:.1f}: expected margin {float(margin):,.0f}, sell-through {float(sell_through):.2f}")
