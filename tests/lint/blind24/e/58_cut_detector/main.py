import numpy as np
import jax
import jax.numpy as jnp
import optax

from batching import shot_batches

tx = optax.adam(1e-2)


@jax.jit
def cut_detector_step(params, opt_state, batch):
    def loss_fn(p):
        feats = jnp.concatenate([batch.histograms, batch.motion], axis=1)
        logits = feats @ p["w"] + p["b"]
        return optax.sigmoid_binary_cross_entropy(logits, batch.is_cut).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.zeros(33), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    for epoch in range(3):
        for batch in shot_batches(rng, 5):
            params, opt_state, loss = cut_detector_step(params, opt_state, batch)
        print(epoch, round(float(loss), 4))


if __name__ == "__main__":
    main()
