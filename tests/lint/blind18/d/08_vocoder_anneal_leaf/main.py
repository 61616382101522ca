import equinox as eqx
import jax
import optax

from model import TinyVocoder
from train import anneal_noise, train_step

N_MELS, HOP, FRAMES = 16, 32, 12
STEPS = 6


def main():
    key = jax.random.PRNGKey(0)
    model = TinyVocoder(N_MELS, HOP, key)
    optim = optax.adam(1e-3)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    mel = jax.random.normal(jax.random.PRNGKey(1), (N_MELS, FRAMES))
    wav = jax.random.normal(jax.random.PRNGKey(2), (FRAMES * HOP,)) * 0.1
    for step in range(STEPS):
        key, sub = jax.random.split(key)
        model = anneal_noise(model, step, STEPS)
        model, opt_state, loss = train_step(model, opt_state, mel, wav, sub, optim)
        print(step, float(loss))


if __name__ == "__main__":
    main()
