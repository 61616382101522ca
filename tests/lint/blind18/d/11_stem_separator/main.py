import jax
import jax.numpy as jnp
import optax

from data import STEMS, track_loader
from model import MaskNet, stft_mag

model = MaskNet()
opt = optax.adam(1e-3)


def loss_fn(params, mix, stems):
    mix_mag = stft_mag(mix)
    masks = model.apply(params, mix_mag)
    total = 0.0
    for i, name in enumerate(STEMS):
        if name in stems:
            total = total + jnp.mean(jnp.abs(masks[:, i] * mix_mag - stft_mag(stems[name])))
    return total / len(stems)


@jax.jit
def train_step(params, opt_state, mix, stems):
    loss, grads = jax.value_and_grad(loss_fn)(params, mix, stems)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    mix0, _ = next(track_loader())
    params = model.init(jax.random.PRNGKey(0), stft_mag(jnp.asarray(mix0)))
    opt_state = opt.init(params)
    for step, (mix, stems) in enumerate(track_loader()):
        params, opt_state, loss = train_step(params, opt_state, mix, stems)
        print(step, sorted(stems), float(loss))


if __name__ == "__main__":
    main()
