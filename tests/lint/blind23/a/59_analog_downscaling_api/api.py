from downscaler import AnalogDownscaler, build_library

LIBRARY = build_library()


def handle_request(coarse_field):
    model = AnalogDownscaler(*LIBRARY)
    return model.predict(coarse_field)
