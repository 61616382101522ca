from .predictor import Predictor
