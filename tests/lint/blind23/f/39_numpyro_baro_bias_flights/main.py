import jax
import jax.numpy as jnp

from flights import FlightArchive
from inference import svi, guide, elbo_step


def main():
    archive = FlightArchive([180, 240, 300, 240, 420])
    state = None
    for gnss_alt, baro in archive:
        if state is None:
            state = svi.init(jax.random.PRNGKey(0), gnss_alt, baro)
        for _ in range(30):
            state, loss = elbo_step(state, gnss_alt, baro)
        print(len(gnss_alt), float(loss))
    print({k: round(float(v), 3) for k, v in guide.median(svi.get_params(state)).items()})


if __name__ == "__main__":
    main()
