import jax
import jax.numpy as jnp
import optax

from model import MaskEstimator
from state import SepTrainState

BINS, FRAMES = 33, 20


@jax.jit
def train_step(state, voice, noise):
    gain = 10 ** (-state.mixture_snr_db / 20)
    mix = voice + gain * noise

    def loss_fn(params):
        mask = state.apply_fn(params, mix)
        return jnp.mean((mask * mix - voice) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def snr_curriculum(epoch):
    return max(0.0, 10.0 - 2.5 * epoch)


def main():
    model = MaskEstimator(BINS)
    key = jax.random.PRNGKey(0)
    params = model.init(key, jnp.zeros((FRAMES, BINS)))
    state = SepTrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    for epoch in range(6):
        state = state.replace(epoch=jnp.int32(epoch),
                              mixture_snr_db=jnp.float32(snr_curriculum(epoch)))
        key, k1, k2 = jax.random.split(key, 3)
        voice = jnp.abs(jax.random.normal(k1, (FRAMES, BINS)))
        noise = jnp.abs(jax.random.normal(k2, (FRAMES, BINS)))
        state, loss = train_step(state, voice, noise)
        print(epoch, float(state.mixture_snr_db), float(loss))


if __name__ == "__main__":
    main()
