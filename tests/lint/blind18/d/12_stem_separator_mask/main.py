import jax
import jax.numpy as jnp
import optax

from data import track_loader
from model import MaskNet, stft_mag

model = MaskNet()
opt = optax.adam(1e-3)


def loss_fn(params, mix, stems, present):
    mix_mag = stft_mag(mix)
    masks = model.apply(params, mix_mag)
    stem_mag = jax.vmap(stft_mag)(stems)
    err = jnp.mean(jnp.abs(jnp.moveaxis(masks, 1, 0) * mix_mag - stem_mag), axis=(1, 2))
    return jnp.sum(err * present) / jnp.maximum(jnp.sum(present), 1.0)


@jax.jit
def train_step(params, opt_state, mix, stems, present):
    loss, grads = jax.value_and_grad(loss_fn)(params, mix, stems, present)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    mix0, _, _ = next(track_loader())
    params = model.init(jax.random.PRNGKey(0), stft_mag(jnp.asarray(mix0)))
    opt_state = opt.init(params)
    for step, (mix, stems, present) in enumerate(track_loader()):
        params, opt_state, loss = train_step(params, opt_state, mix, stems, present)
        print(step, present.tolist(), float(loss))


if __name__ == "__main__":
    main()
