import jax
import numpy as np
import optax

from evaluation import frame_error_rate
from nets import build_model

B, T, F, N_PHONES = 4, 25, 13, 10


def batch(rng):
    feats = rng.standard_normal((B, T, F)).astype(np.float32)
    labels = (np.abs(feats[..., 0]) * 3).astype(np.int32) % N_PHONES
    return feats, labels


def main():
    rng = np.random.default_rng(0)
    model = build_model()
    feats, labels = batch(rng)
    params = model.init(jax.random.PRNGKey(0), feats)
    opt = optax.adam(1e-2)
    opt_state = opt.init(params)

    @jax.jit
    def train_step(params, opt_state, feats, labels):
        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, feats), labels).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = opt.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    dev = batch(rng)
    for epoch in range(4):
        for _ in range(2):
            params, opt_state, loss = train_step(params, opt_state, *batch(rng))
        print(f"epoch {epoch}: loss {float(loss):.3f} dev FER {frame_error_rate(params, *dev):.3f}")


if __name__ == "__main__":
    main()
