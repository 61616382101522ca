import numpy as np

from inference import postprocess_forecast


class StationForecastRequest:
    def __init__(self, station_id, coeffs):
        self.station_id = station_id
        self.bias, self.scale = coeffs[station_id]

    def handle(self, raw_forecast):
        out = postprocess_forecast(raw_forecast, self.bias, self.scale)
        return {"station": self.station_id, "t2m": np.asarray(out).tolist()[:3]}
