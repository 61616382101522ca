import numpy as np
import jax

from model import DetailEnhancer, enhance
from session import SLIDER_EVENTS


def main():
    rng = np.random.default_rng(0)
    model = DetailEnhancer(jax.random.PRNGKey(0))
    plates = {s: rng.uniform(0, 1, (3, 24, 32)).astype(np.float32) for s, _ in SLIDER_EVENTS}
    for shot, strength in SLIDER_EVENTS:
        out = enhance(model, plates[shot], strength)
        print(shot, strength, round(float(out.std()), 4))


if __name__ == "__main__":
    main()
