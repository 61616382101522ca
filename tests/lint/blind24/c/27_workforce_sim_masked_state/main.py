import jax
from state import Roster
from sim import simulate_quarter

roster = Roster(200)
key = jax.random.PRNGKey(0)
for quarter in range(8):
    key, sub = jax.random.split(key)
    roster.update(simulate_quarter(roster.snapshot, 74.0, sub))
    print(f"Q{quarter + 1}: headcount {roster.headcount}")
