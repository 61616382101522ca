import jax
import jax.numpy as jnp
from flax import nnx

from model import BearingHealthNet


@nnx.jit
def health_scores(model, spectra):
    return model(spectra)


def main():
    model = BearingHealthNet(32, rngs=nnx.Rngs(0))
    for day in range(4):
        spectra = jax.random.uniform(jax.random.PRNGKey(day), (10, 32)) * (day + 1)
        scores = health_scores(model, spectra)
        model.set_days_since_service(day + 1)
        print(day, float(model.temperature.value), float(jnp.mean(scores)))


if __name__ == "__main__":
    main()
