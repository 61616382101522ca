from .pendulum import EnvParams, Pendulum

__all__ = ["EnvParams", "Pendulum"]
