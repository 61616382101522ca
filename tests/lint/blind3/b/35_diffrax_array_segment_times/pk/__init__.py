from .model import dosing_schedule, integrate_segment
