import hashlib

import numpy as np

from registry import get_predictor

N_FEATURES = 8
MAX_BATCH = 32


def assign_variant(user_id):
    bucket = int(hashlib.md5(user_id.encode()).hexdigest(), 16) % 100
    return "treatment" if bucket < 50 else "control"


def handle(request):
    variant = assign_variant(request["user_id"])
    predict = get_predictor(variant, N_FEATURES)
    scores = predict(request["features"])
    return variant, int(np.argmax(scores))


def main():
    rng = np.random.default_rng(1)
    seen = {}
    for i in range(8):
        request = {"user_id": f"user-{i}",
                   "features": rng.normal(size=(MAX_BATCH, N_FEATURES)).astype(np.float32)}
        variant, top = handle(request)
        seen[variant] = seen.get(variant, 0) + 1
        print(request["user_id"], variant, top)
    print(seen)


if __name__ == "__main__":
    main()
