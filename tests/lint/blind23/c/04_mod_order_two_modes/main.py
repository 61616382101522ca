import jax
from config import SCHEDULE
from link import run_link

key = jax.random.PRNGKey(7)
for slot, cfg in enumerate(SCHEDULE):
    key, sub = jax.random.split(key)
    ser = run_link(sub, cfg, 14.0 + slot)
    print(f"slot {slot} M={cfg.mod_order} SER={float(ser):.4f}")
