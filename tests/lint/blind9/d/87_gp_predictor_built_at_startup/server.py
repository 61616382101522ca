from predictor import PosteriorPredictor


class YieldMapServer:
    """Serves crop-yield predictions; the model artefacts are loaded once at start-up."""

    def __init__(self, store):
        self.predictor = PosteriorPredictor(store["X_train"], store["weights"])

    def handle(self, request):
        return self.predictor.predict(request["locations"])
