import numpy as np
import jax
import jax.numpy as jnp

STEP = 60.0


def build_table(n=50):
    t = np.arange(n) * STEP
    w = 2 * np.pi / 5400.0
    pos = 7000.0 * np.stack([np.cos(w * t), np.sin(w * t), 0.1 * np.sin(w * t)], 1)
    return jnp.asarray(pos, jnp.float32)


@jax.jit
def lagrange_position(table, t):
    i0 = jnp.clip(jnp.floor(t / STEP).astype(jnp.int32), 1, table.shape[0] - 3)
    pts = jax.lax.dynamic_slice(table, (i0 - 1, 0), (4, 3))
    nodes = (i0 - 1 + jnp.arange(4)) * STEP
    L = jnp.ones(4)
    for j in range(4):
        for m in range(4):
            if m != j:
                L = L.at[j].multiply((t - nodes[m]) / (nodes[j] - nodes[m]))
    return L @ pts


def main():
    table = build_table()
    for k in range(12):
        t = 95.0 + 170.0 * k
        r = lagrange_position(table, t)
        print(round(t, 1), [round(float(v), 3) for v in r])


if __name__ == "__main__":
    main()
