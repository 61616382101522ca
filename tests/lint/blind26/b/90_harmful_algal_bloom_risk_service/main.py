import numpy as np

from service import handle_request, nightly_batch


def site_features(rng, n):
    # SST anomaly, nitrate, silicate, stratification, upwelling index, days since rain
    return rng.normal(size=(n, 6)).astype(np.float32)


def main():
    rng = np.random.default_rng(1)
    for night in range(3):
        table = site_features(rng, 32)
        risk = np.asarray(nightly_batch(table))
        print(f"night {night}: {int((risk > 0.5).sum())} of 32 sites flagged")
        for req in range(2):
            payload = {"features": site_features(rng, 32).tolist()}
            r = np.asarray(handle_request(payload))
            print(f"  dashboard request {req}: max risk {r.max():.2f}")


if __name__ == "__main__":
    main()
