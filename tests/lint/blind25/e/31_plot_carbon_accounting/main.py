import jax
import jax.numpy as jnp
from inventory import plots

@jax.jit
def plot_carbon(dbh, height):
    agb = 0.0673 * (0.6 * dbh ** 2 * height) ** 0.976
    return 0.47 * jnp.sum(agb) / 1000.0

for pid, dbh, h in plots():
    print(pid, round(float(plot_carbon(dbh, h)), 3), "t C")
