class RatingConfig:
    def __init__(self, base_rate, ncd_scale, young_driver_age):
        self.base_rate = base_rate
        self.ncd_scale = ncd_scale
        self.young_driver_age = young_driver_age


def config_from_request(req):
    return RatingConfig(
        base_rate=req.get("base_rate", 420.0),
        ncd_scale=req.get("ncd_scale", (1.0, 0.8, 0.7, 0.6, 0.5)),
        young_driver_age=req.get("young_driver_age", 25),
    )
