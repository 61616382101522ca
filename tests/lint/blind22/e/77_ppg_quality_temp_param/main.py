import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import init_params, quality_logit

N_FEAT = 6
tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, feats, good):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(quality_logit(p, feats), good).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def labelled_windows(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        feats = rng.standard_normal((32, N_FEAT)).astype(np.float32)  # skewness, kurtosis, SNR, ...
        good = (feats[:, 2] > 0).astype(np.float32)
        yield feats, good


def main():
    params = init_params(jax.random.PRNGKey(0), N_FEAT)
    opt_state = tx.init(params)
    for step, (feats, good) in enumerate(labelled_windows(5)):
        params, opt_state, loss = train_step(params, opt_state, feats, good)
        print(step, float(loss))


if __name__ == "__main__":
    main()
