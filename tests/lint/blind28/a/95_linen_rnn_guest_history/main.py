import jax
import numpy as np

from crm import guest_histories
from model import MODEL, days_to_next_stay


def main():
    rng = np.random.default_rng(0)
    params = MODEL.init(jax.random.PRNGKey(0), np.zeros((1, 4, 3), np.float32))
    for guest, stays in guest_histories(rng):
        days = days_to_next_stay(params, stays)
        print(f"guest {guest} stays {stays.shape[1]} next stay in ~{float(days[0]):.0f} days")


if __name__ == "__main__":
    main()
