import jax.numpy as jnp

from loggers import logger_days
from ode import simulate_at

SITES = {"Abisko": (-1.5, 12.0), "Zackenberg": (-9.0, 14.0), "Yakutsk": (-10.0, 22.0), "Svalbard": (-5.0, 9.0)}
for i, (site, (t_mean, amp)) in enumerate(SITES.items()):
    days = logger_days(i)
    ys = simulate_at(jnp.asarray(days), jnp.array([t_mean, amp, 0.05, 0.01], jnp.float32))
    print(f"{site:>10s}: {days.size} logger days, mean simulated ground temp {float(ys[:, 1].mean()):.2f} C")
