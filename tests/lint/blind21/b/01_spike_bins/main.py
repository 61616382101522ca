import jax
import jax.numpy as jnp
import numpy as np

from data import simulate_trials, bin_trial

N_UNITS = 12


def init_params(key):
    return {"w": jax.random.normal(key, (N_UNITS,)) * 0.01, "b": jnp.zeros(())}


def logit(params, counts):
    rates = counts.mean(axis=1)
    return jnp.dot(params["w"], rates) + params["b"]


@jax.jit
def sgd_step(params, counts, label, lr):
    def loss_fn(p):
        z = logit(p, counts)
        return jnp.logaddexp(0.0, z) - label * z

    loss, grads = jax.value_and_grad(loss_fn)(params)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, loss


def main():
    trials = simulate_trials(n_trials=9, n_units=N_UNITS, rate_hz=20.0)
    params = init_params(jax.random.PRNGKey(0))
    for epoch in range(2):
        total = 0.0
        for spikes, dur, label in trials:
            counts = bin_trial(spikes, dur)
            params, loss = sgd_step(params, jnp.asarray(counts), float(label), 0.05)
            total += float(loss)
        print(f"epoch {epoch} loss {total / len(trials):.4f}")


if __name__ == "__main__":
    main()
