import jax
import jax.numpy as jnp
import numpy as np

from ensemble import ensemble_predict, prune_diverged


@jax.jit
def member_step(m, x, y, lr):
    loss, g = jax.value_and_grad(lambda m: jnp.mean((x @ m["w"] + m["b"] - y) ** 2))(m)
    return jax.tree.map(lambda p, gg: p - lr * gg, m, g), loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(40, 4)).astype(np.float32)
    y = (x @ np.array([[1.0], [2.0], [-1.0], [0.5]], np.float32))
    lrs = [0.05, 0.2, 0.95, 1.3, 1.8]
    members = [{"w": jnp.asarray(rng.normal(size=(4, 1)), jnp.float32), "b": jnp.zeros(1)} for _ in lrs]
    for rnd in range(4):
        stepped = [member_step(m, x, y, lr) for m, lr in zip(members, lrs)]
        members = [m for m, _ in stepped]
        losses = [float(l) for _, l in stepped]
        keep = [l < 10.0 for l in losses]
        members = prune_diverged(members, losses)
        lrs = [lr for lr, k in zip(lrs, keep) if k]
        pred = ensemble_predict(members, x)
        print(f"round {rnd}: {len(members)} members, ensemble mse {float(jnp.mean((pred - y) ** 2)):.4f}")


if __name__ == "__main__":
    main()
