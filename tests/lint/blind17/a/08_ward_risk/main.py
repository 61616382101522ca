import jax
import jax.numpy as jnp
import numpy as np
import optax

from records import COLUMNS, synthetic_site, to_batch


def logits(params, features):
    z = params["bias"]
    for name, values in features.items():
        z = z + params["w"][name] * values
    return z


@jax.jit
def update(params, opt_state, features, outcome):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(logits(p, features), outcome).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


opt = optax.sgd(0.05)


def main():
    rng = np.random.default_rng(0)
    sites = [
        synthetic_site(rng, 32, missing=[]),
        synthetic_site(rng, 32, missing=["lactate"]),
        synthetic_site(rng, 32, missing=["lactate", "map"]),
        synthetic_site(rng, 32, missing=["creatinine"]),
    ]
    params = {"bias": jnp.zeros(()), "w": {c: jnp.zeros(()) for c in COLUMNS}}
    opt_state = opt.init(params)
    for epoch in range(3):
        for table, outcome in sites:
            params, opt_state, loss = update(params, opt_state, to_batch(table), outcome)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
