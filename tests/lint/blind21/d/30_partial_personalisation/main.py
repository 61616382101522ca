import jax
import jax.numpy as jnp
import numpy as np
import optax

from personalize import CLIENT_PERSONAL_LAYERS, split_params

DIM, H = 5, 8
tx = optax.adam(1e-2)


def init_params(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"embed": {"w": jax.random.normal(k1, (DIM, H)) * 0.3},
            "mid": {"w": jax.random.normal(k2, (H, H)) * 0.3},
            "head": {"w": jax.random.normal(k3, (H,)) * 0.3, "b": jnp.zeros(())}}


def forward(p, x):
    h = jnp.tanh(x @ p["embed"]["w"])
    h = jnp.tanh(h @ p["mid"]["w"])
    return h @ p["head"]["w"] + p["head"]["b"]


@jax.jit
def finetune_step(personal, shared, opt_state, x, y):
    def loss_fn(pers):
        return jnp.mean((forward({**shared, **pers}, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(personal)
    updates, opt_state = tx.update(grads, opt_state, personal)
    return optax.apply_updates(personal, updates), opt_state, loss


def main():
    rng = np.random.RandomState(0)
    base = init_params(jax.random.PRNGKey(0))
    data = {cid: (jnp.asarray(rng.normal(size=(24, DIM)), jnp.float32),
                  jnp.asarray(rng.normal(size=(24,)), jnp.float32)) for cid in CLIENT_PERSONAL_LAYERS}
    for rnd in range(2):
        for cid, layers in CLIENT_PERSONAL_LAYERS.items():
            x, y = data[cid]
            personal, shared = split_params(base, layers)
            opt_state = tx.init(personal)
            for _ in range(2):
                personal, opt_state, loss = finetune_step(personal, shared, opt_state, x, y)
        print(f"round {rnd} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
