class TrainConfig:
    def __init__(self, hidden=32, activation="relu", label_smoothing=0.1):
        self.hidden = hidden
        self.activation = activation
        self.label_smoothing = label_smoothing


def get_config(**overrides):
    return TrainConfig(**overrides)
