def read_pen_scale(pen):
    """Pen weighing session; the older scale heads report whole kilograms."""
    sessions = {
        "A1": [412.5, 398.0, 441.2, 405.9, 420.3, 433.1],
        "A2": [388, 402, 415, 397, 421, 409],
        "B1": [455.4, 470.1, 448.8, 462.0, 439.7, 451.5],
        "B2": [430, 418, 445, 426, 437, 441],
    }
    return sessions[pen]
