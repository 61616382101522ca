"""Online forecast requests plus a nightly backfill through the same jitted model."""
import jax
import numpy as np

from serving.backfill import backfill
from serving.handlers import ForecastHandler
from serving.model import CONTEXT, init_params


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0))
    handler = ForecastHandler(params)
    for req_id in range(4):
        request = {"history": (100 + np.cumsum(rng.normal(size=CONTEXT))).tolist()}
        reply = handler.handle(request)
        print(f"request {req_id}: next value {reply['forecast'][0]:.2f}")
    histories = [100 + np.cumsum(rng.normal(size=CONTEXT)) for _ in range(3)]
    filled = backfill(params, histories)
    print("backfill shape", filled.shape)


if __name__ == "__main__":
    main()
