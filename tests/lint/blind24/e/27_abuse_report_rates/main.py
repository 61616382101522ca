import jax
import numpy as np

from channels import channel_uploads
from model import svi, svi_step


def main():
    for name, (views, reports) in channel_uploads().items():
        state = svi.init(jax.random.PRNGKey(0), views, reports)
        for _ in range(50):
            state, loss = svi_step(state, views, reports)
        params = svi.get_params(state)
        print(name, "log rate", round(float(params["log_rate_auto_loc"]), 3))


if __name__ == "__main__":
    main()
