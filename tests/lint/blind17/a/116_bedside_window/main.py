import jax.numpy as jnp
import numpy as np

from monitor import BedsideStream
from service import RiskService


def main():
    rng = np.random.default_rng(0)
    params = {"tau": jnp.float32(0.3), "w": jnp.array([0.8, -0.5, 0.3, 0.6]), "b": jnp.float32(-1.0)}
    service = RiskService(params)
    stream = BedsideStream(rng)
    for hour in range(6):
        history = stream.next_hour()
        print(hour, round(service.on_new_hour(history), 4))


if __name__ == "__main__":
    main()
