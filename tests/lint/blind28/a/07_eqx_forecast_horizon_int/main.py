import jax
import jax.numpy as jnp
import numpy as np

from model import DemandRNN, forecast_rooms


def load_history(days=90, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(days)
    occ = 0.6 + 0.2 * np.sin(2 * np.pi * t / 7) + 0.05 * rng.normal(size=days)
    return jnp.asarray(occ, jnp.float32)


REQUESTS = [
    {"property": "harbour", "nights_ahead": 7},
    {"property": "old_town", "nights_ahead": 14},
    {"property": "airport", "nights_ahead": 3},
    {"property": "harbour", "nights_ahead": 7},
    {"property": "resort", "nights_ahead": 30},
]


def main():
    model = DemandRNN(jax.random.PRNGKey(0))
    history = load_history()
    for req in REQUESTS:
        preds = forecast_rooms(model, history, req["nights_ahead"])
        print(req["property"], np.round(np.asarray(preds[:3]), 3))


if __name__ == "__main__":
    main()
