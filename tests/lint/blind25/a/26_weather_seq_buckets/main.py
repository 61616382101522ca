import jax

from data import season_records, to_bucket
from model import init_params, forecast_yield


def main():
    params = init_params(jax.random.PRNGKey(0))
    for i, (weather, observed) in enumerate(season_records()):
        w, m = to_bucket(weather)
        pred = forecast_yield(params, w, m)
        print(f"season {i}: {len(weather)} days -> bucket {len(w)}, forecast {float(pred):.2f} vs {observed:.2f} t/ha")


if __name__ == "__main__":
    main()
