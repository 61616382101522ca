import jax
import jax.numpy as jnp
import numpy as np

from flags import DEFAULTS, parse_overrides


@jax.jit
def loss_and_grad(params, x, y, use_aux, aux_weight):
    def loss_fn(p):
        h = jnp.tanh(x @ p["w1"])
        main_loss = jnp.mean((h @ p["w2"] - y) ** 2)
        aux_loss = jnp.mean(h ** 2)
        return main_loss + jnp.where(use_aux, aux_weight * aux_loss, 0.0)

    return jax.value_and_grad(loss_fn)(params)


def run(cfg, x, y, steps=4):
    rng = np.random.default_rng(0)
    params = {"w1": jnp.asarray(rng.normal(size=(4, 8)) * 0.3, jnp.float32),
              "w2": jnp.asarray(rng.normal(size=(8, 1)) * 0.3, jnp.float32)}
    for _ in range(steps):
        loss, grads = loss_and_grad(params, x, y, cfg["use_aux"], cfg["aux_weight"])
        params = jax.tree.map(lambda p, g: p - 0.1 * g, params, grads)
    return float(loss)


def main():
    rng = np.random.default_rng(1)
    x = rng.normal(size=(32, 4)).astype(np.float32)
    y = np.sin(x[:, :1]).astype(np.float32)
    runs = [[], ["use_aux=1"], ["use_aux=1", "aux_weight=0.1"]]
    for overrides in runs:
        cfg = {**DEFAULTS, **parse_overrides(overrides, DEFAULTS)}
        print(overrides, run(cfg, x, y))


if __name__ == "__main__":
    main()
