import jax
import jax.numpy as jnp
import numpy as np
import optax

from personalize import CLIENT_PERSONAL_LAYERS, layer_mask

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
def finetune_step(params, mask, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((forward(p, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    grads = {k: jax.tree_util.tree_map(lambda g: g * mask[k], v) for k, v in grads.items()}
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.RandomState(0)
    base = init_params(jax.random.PRNGKey(0))
    data = {cid: (jnp.asarray(rng.normal(size=(24, DIM)), jnp.float32),
                  jnp.asarray(rng.normal(size=(24,)), jnp.float32)) for cid in CLIENT_PERSONAL_LAYERS}
    for rnd in range(2):
        for cid, layers in CLIENT_PERSONAL_LAYERS.items():
            x, y = data[cid]
            mask = layer_mask(base, layers)
            params, opt_state = base, tx.init(base)
            for _ in range(2):
                params, opt_state, loss = finetune_step(params, mask, opt_state, x, y)
        print(f"round {rnd} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
