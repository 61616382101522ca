import jax
import jax.numpy as jnp

from herd import arrivals_by_week


@jax.jit
def update_cow_baselines(baselines, yields):
    new = {tag: 0.8 * baselines.get(tag, y) + 0.2 * y for tag, y in yields.items()}
    drops = {tag: (new[tag] - y) / new[tag] for tag, y in yields.items()}
    return new, drops


baselines = {}
for week, yields in arrivals_by_week():
    baselines, drops = update_cow_baselines(baselines, yields)
    flagged = [t for t, d in drops.items() if float(d) > 0.1]
    print(f"week {week}: {len(yields)} cows, flagged {flagged}")
