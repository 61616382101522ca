import numpy as np

from registry import ModelStore, init_params

N_FEATURES = 8
MAX_BATCH = 32


def incoming_requests(n, rng):
    for i in range(n):
        yield {"request_id": f"req-{i}", "features": rng.normal(size=(MAX_BATCH, N_FEATURES)).astype(np.float32)}


def handle(store, request):
    predict = store.predictor("ctr-v3")
    scores = predict(request["features"])
    return {"request_id": request["request_id"], "top": int(np.argmax(scores))}


def main():
    store = ModelStore()
    store.register("ctr-v3", init_params(0, N_FEATURES))
    rng = np.random.default_rng(1)
    for request in incoming_requests(6, rng):
        resp = handle(store, request)
        print(resp)


if __name__ == "__main__":
    main()
