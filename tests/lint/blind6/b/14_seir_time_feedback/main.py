import jax.numpy as jnp

from model import seir_advance

if __name__ == "__main__":
    y = jnp.array([0.999, 0.0, 0.001, 0.0])
    t = 0
    weekly = []
    for week in range(6):
        y, t_next = seir_advance(y, t, 0.35)
        weekly.append(float(y[2]))
        t = float(t_next)
    print("infectious by week:", [round(v, 5) for v in weekly], "t =", t)
