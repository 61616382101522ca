from predictor import PosteriorPredictor


class YieldMapServer:
    """Serves crop-yield predictions; the model artefacts are loaded from storage per request."""

    def __init__(self, store):
        self.store = store

    def handle(self, request):
        X_train, weights = self.store["X_train"], self.store["weights"]
        predictor = PosteriorPredictor(X_train, weights)
        return predictor.predict(request["locations"])
